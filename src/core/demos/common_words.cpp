// The built-in word list of the self-attention demo: a few hundred common two-character Chinese
// words and some two-word English collocations. It is the model's whole "reading experience":
// character associations (PMI), embeddings and projections are all derived from it by code
// (word_memory.h). Written for this project (everyday vocabulary, plus the words of the
// article's examples); one word per entry, grouped by topic only to ease reading.
#include "core/demos/common_words.h"

#include <sstream>

namespace ap::demos {
namespace {

const char* const kChineseWords = R"(
我们 你们 他们 她们 自己 大家 别人 朋友 家人 孩子 父母 父亲 母亲 爸爸 妈妈 哥哥 姐姐 弟弟 妹妹 先生 女士 同学 同事 老板
学习 学生 学校 大学 中学 小学 老师 教师 教育 课程 考试 作业 知识 问题 答案 练习 复习 预习
研究 研发 科研 研讨 科学 技术 实验 数据 结果 发现 理论 方法 模型 分析 证明 表明 说明 显示 表示 表达 表现 代表 发表 表格
注意 力量 机制 机器 神经 网络 深度 人工 智能 算法 计算 向量 矩阵 权重 编码 解码 翻译 语言 文字 汉字 句子 词语 单词 信息
时间 时候 现在 今天 明天 昨天 早上 晚上 上午 下午 中午 星期 周末 年轻 以前 以后 最近 将来 过去 未来
中国 北京 上海 城市 国家 世界 地方 东西 前面 后面 左边 右边 里面 外面 附近
吃饭 喝水 睡觉 起床 工作 生活 休息 运动 游泳 跑步 唱歌 跳舞 旅游 旅行 购物 看书 写字 画画
电脑 手机 电话 电视 电影 音乐 新闻 报纸 杂志 图书 书包 桌子 椅子 衣服 鞋子 帽子 眼镜 手表
飞机 火车 汽车 地铁 公交 车站 机场
公司 经济 政治 文化 历史 社会 发展 环境 健康 医院 医生 护士 银行 商店 超市 饭店 宾馆
美丽 漂亮 聪明 明白 明显 光明 文明 清楚 简单 复杂 重要 主要 需要 可能 可以 应该 已经 正在 非常 特别 一定 当然 其实 究竟 终究 讲究 追究
认为 觉得 知道 希望 喜欢 开始 结束 继续 决定 准备 帮助 解决 发生 出现 变化 提高 增加 减少 选择 参加 参观
天气 太阳 月亮 星星 天空 河流 大海 森林 花园 动物 植物
米饭 面条 水果 苹果 香蕉 牛奶 鸡蛋 咖啡 茶叶
高兴 快乐 幸福 难过 生气 担心 害怕 感谢 感觉 感情 关系 关心
事情 情况 方面 方向 目的 目标 意见 意思 意义 办法 机会 经验 能力 努力 成功 失败 理解 了解 记得 忘记 相信
)";

// Two-word English collocations, "first second".
const char* const kEnglishPairs[] = {
    "machine learning", "deep learning", "neural network", "new york",       "ice cream",
    "thank you",        "hot dog",       "high school",    "attention span", "self attention",
    "united states",    "living room",   "credit card",    "real time",      "data set",
    "open source",      "web page",      "good morning",   "happy birthday", "social media",
    "climate change",   "coffee shop",   "train station",  "phone call",     "search engine",
    "video game",       "word order",    "human brain",    "research shows", "key value",
};

}  // namespace

const std::vector<CommonWord>& common_words() {
  static const std::vector<CommonWord> words = [] {
    std::vector<CommonWord> out;
    std::istringstream in(kChineseWords);
    std::string w;
    while (in >> w) {
      // Every entry is two CJK characters (3 UTF-8 bytes each); split them.
      if (w.size() != 6) continue;
      out.push_back({w.substr(0, 3), w.substr(3, 3), w});
    }
    for (const char* pair : kEnglishPairs) {
      std::istringstream p(pair);
      std::string a, b;
      p >> a >> b;
      out.push_back({a, b, std::string(pair)});
    }
    return out;
  }();
  return words;
}

}  // namespace ap::demos
