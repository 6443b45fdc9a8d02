// translation-scripts/linux.lut through the extractor's script reader and lookup: it reads
// without error, asks for the kernel runtime, and maps kernel calls to the primitives.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "mokert/script.hpp"
#include "spin_run.hpp"

namespace fs = std::filesystem;
using namespace mokert;

namespace {

const fs::path kSource = MOKERT_SOURCE_DIR;

class LinuxLut : public ::testing::Test {
protected:
  fs::path dir;
  Script s;
  void SetUp() override {
    dir = test::make_temp_dir("mokert-linuxlut");
    std::ofstream(dir / "m.c") << "int main(void) { return 0; }\n";
    std::ofstream(dir / "t.prx") << "%F m.c\n%nodefaults\n%L\nInclude\t"
                                 << (kSource / "translation-scripts/linux.lut").string() << "\n%%\n";
    s = read_script(dir / "t.prx");
  }
  void TearDown() override { fs::remove_all(dir); }

  std::string mapped(const std::string& c) {
    auto r = lookup(s, {}, normalize_c(c));
    if (!r) return "<no rule>";
    if (r->kind == RhsKind::Comment) return "<comment>";
    return r->promela;
  }
};

TEST_F(LinuxLut, AsksForEveryKernelRuntimeFileHeapFirst) {
  std::vector<std::string> names;
  for (const auto& p : s.promela_includes) names.push_back(p.filename().string());
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names.front(), "heap.pml");  // the others #include it; it must come first
  for (const char* f : {"spinlock.pml", "rwlock.pml", "mutex.pml", "semaphore.pml", "atomic.pml",
                        "refcount.pml", "completion.pml", "rcu.pml", "list.pml", "misc.pml", "bitops.pml",
                        "wait.pml", "seqlock.pml"})
    EXPECT_NE(std::find(names.begin(), names.end(), f), names.end()) << f;
  for (const auto& p : s.promela_includes) EXPECT_TRUE(fs::is_regular_file(p)) << p;
}

TEST_F(LinuxLut, MapsKernelTypes) {
  auto type_of = [&](const std::string& c) {
    for (const auto& [ct, pt] : s.promela_types)
      if (ct == normalize_c(c)) return pt;
    return std::string("<none>");
  };
  EXPECT_EQ(type_of("spinlock_t"), "spinlock_t");
  EXPECT_EQ(type_of("struct mutex"), "mutex_t");
  EXPECT_EQ(type_of("struct kref"), "kref_t");
  EXPECT_EQ(type_of("struct list_head"), "list_head_t");
  EXPECT_EQ(type_of("struct completion"), "completion_t");
}

TEST_F(LinuxLut, Locks) {
  EXPECT_EQ(mapped("spin_lock(&dev->lock);"), "spin_lock(dev->lock)");
  EXPECT_EQ(mapped("spin_lock_irqsave(&dev->lock, flags);"), "spin_lock(dev->lock)");
  EXPECT_EQ(mapped("spin_unlock_irqrestore(&dev->lock, flags);"), "spin_unlock(dev->lock)");
  EXPECT_EQ(mapped("spin_lock_bh(&l);"), "spin_lock(l)");
  EXPECT_EQ(mapped("spin_unlock_irq(&l);"), "spin_unlock(l)");
  EXPECT_EQ(mapped("ok = spin_trylock(&l);"), "spin_trylock(l, ok)");
  EXPECT_EQ(mapped("read_lock_irqsave(&rw, f);"), "read_lock(rw)");
  EXPECT_EQ(mapped("write_unlock(&rw);"), "write_unlock(rw)");
  EXPECT_EQ(mapped("mutex_lock(&m);"), "mutex_lock(m)");
  EXPECT_EQ(mapped("err = mutex_lock_interruptible(&m);"), "mutex_lock_ret0(m, err)");
  EXPECT_EQ(mapped("mutex_unlock(&m);"), "mutex_unlock(m)");
  EXPECT_EQ(mapped("down(&sem);"), "down(sem)");
  EXPECT_EQ(mapped("busy = down_trylock(&sem);"), "down_trylock(sem, busy)");
  EXPECT_EQ(mapped("up(&sem);"), "up(sem)");
}

TEST_F(LinuxLut, CountersAndCompletions) {
  EXPECT_EQ(mapped("atomic_inc(&cnt);"), "atomic_inc(cnt)");
  EXPECT_EQ(mapped("atomic_add(3, &cnt);"), "atomic_add(3, cnt)");
  EXPECT_EQ(mapped("z = atomic_dec_and_test(&cnt);"), "atomic_dec_and_test(cnt, z)");
  EXPECT_EQ(mapped("old = atomic_cmpxchg(&cnt, 0, 1);"), "atomic_cmpxchg(cnt, 0, 1, old)");
  EXPECT_EQ(mapped("v = atomic_read(&cnt);"), "atomic_read_into(cnt, v)");
  EXPECT_EQ(mapped("refcount_inc(&obj->users);"), "refcount_inc(obj->users)");
  EXPECT_EQ(mapped("kref_get(&e->ref);"), "kref_get(ref[e])");
  EXPECT_EQ(mapped("kref_put(&e->ref, release);"), "kref_put_kfree(ref[e], e)");
  EXPECT_EQ(mapped("complete(&done);"), "complete(done)");
  EXPECT_EQ(mapped("wait_for_completion(&done);"), "wait_for_completion(done)");
}

// Bit operations, cmpxchg, READ_ONCE/WRITE_ONCE and wait_event: C data, _c forms only.
TEST_F(LinuxLut, BitsOnceAndWaits) {
  EXPECT_EQ(mapped("set_bit(BUSY, &d->flags);"), "set_bit_c(BUSY, &d->flags)");
  EXPECT_EQ(mapped("old = test_and_set_bit(0, map);"), "test_and_set_bit_c(0, map, old)");
  EXPECT_EQ(mapped("r = cmpxchg(&s->owner, 0, me);"), "cmpxchg_c(s->owner, 0, me, r)");
  EXPECT_EQ(mapped("WRITE_ONCE(dev->ready, 1);"), "write_once_c(dev->ready, 1)");
  EXPECT_EQ(mapped("wait_event(dev->wq, done);"), "wait_event_c(dev->wq, done)");
  EXPECT_EQ(mapped("wake_up(&dev->wq);"), "skip");
  EXPECT_EQ(mapped("smp_rmb();"), "skip");
  EXPECT_EQ(mapped("n = refcount_read(&o->refs);"), "refcount_read_into(o->refs, n)");
}

TEST_F(LinuxLut, RcuHeapAndLists) {
  EXPECT_EQ(mapped("rcu_read_lock();"), "rcu_read_lock()");
  EXPECT_EQ(mapped("synchronize_rcu();"), "synchronize_rcu()");
  EXPECT_EQ(mapped("p = rcu_dereference(gp);"), "p = rcu_dereference(gp)");
  EXPECT_EQ(mapped("p = kmalloc(sizeof(*p), GFP_KERNEL);"), "kmalloc(p)");
  EXPECT_EQ(mapped("p = kzalloc(sizeof(struct item), GFP_ATOMIC);"), "kzalloc(p)");
  EXPECT_EQ(mapped("e = kmem_cache_alloc(cache, GFP_KERNEL);"), "kmalloc(e)");
  EXPECT_EQ(mapped("kfree(p);"), "kfree(p)");
  EXPECT_EQ(mapped("kmem_cache_free(cache, e);"), "kfree(e)");
  EXPECT_EQ(mapped("list_add(&e->node, &items);"), "list_add(e, items)");
  EXPECT_EQ(mapped("list_add_tail(&e->node, &items);"), "list_add_tail(e, items)");
  EXPECT_EQ(mapped("list_del(&e->node);"), "list_del(e, node)");
  EXPECT_EQ(mapped("WARN_ON(x > 3);"), "WARN_ON(x>3)");
  EXPECT_EQ(mapped("pr_info(\"x %d\\n\", x);"), "<comment>");
  EXPECT_EQ(mapped("printk(KERN_ERR \"x\");"), "<comment>");
}

} // namespace
