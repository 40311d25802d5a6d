package logs

import "testing"

// BenchmarkParseBets parses bets rows cut from their records, as pass 2's
// parsing goroutine does (no splitting, no hashing, no grouping into
// sessions): the cost of the values alone, per row.
func BenchmarkParseBets(b *testing.B) {
	recs := []string{
		"RF-S0001,1,B000001,5,P005,pasa,,2.00,2.00,2.00,,2024-03-01T20:00:19+01:00,RF-E0111,,",
		"RF-S0001,7,B000002,3,P013,apuesta,,25.00,50.00,50.00,,2024-03-01T20:00:39+01:00,BJ-E0210,3,",
		"RF-S0001,12,B000003,9,P101,banca,,100.00,195.00,195.00,,2024-03-01T20:01:05+01:00,PB-E0301,,5.00",
	}
	at := make([]int, len(schema[TBets]))
	for i := range at {
		at[i] = i
	}
	f := &csvFile{colAt: at}
	var bounds [][]int32
	for _, rec := range recs {
		r := &csvReader{comma: ','}
		if r.scanPlain([]byte(rec+"\n")) == 0 {
			b.Fatal("not read")
		}
		bounds = append(bounds, f.appendCols(nil, r))
	}
	p := newParser(TBets)
	p.pos = Pos{File: "bets.csv", Table: TBets}
	var sink Cents
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(recs)
		p.cutFrom(recs[k], bounds[k])
		p.resetLine(int64(i), true)
		v := p.bet()
		if p.rej != nil {
			b.Fatal(p.rej.Reason)
		}
		sink += v.Stake
	}
	if sink == 0 {
		b.Fatal("no stake read")
	}
}
