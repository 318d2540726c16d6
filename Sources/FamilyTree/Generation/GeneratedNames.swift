/// The names ``FamilyGenerator`` draws from: English and Chinese, so renderers meet both scripts.
enum GeneratedNames {
    /// Names for men.
    static let male: [String] = [
        "James", "John", "Robert", "Michael", "David", "Thomas", "Daniel", "Paul",
        "Wei", "Hao", "Jun", "Ming", "王伟", "李强", "张磊", "刘洋", "陈杰", "杨勇", "赵军", "黄明",
    ]
    /// Names for women.
    static let female: [String] = [
        "Mary", "Linda", "Susan", "Karen", "Sarah", "Emma", "Anna", "Grace",
        "Fang", "Jing", "Yan", "Hui", "王芳", "李娜", "张敏", "刘静", "陈丽", "杨秀英", "赵霞", "黄丽娟",
    ]
}
