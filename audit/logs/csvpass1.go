package logs

import "bytes"

// keyLine is pass 1's fast path (keyOnly mode): it reads the next record
// when it is a whole line of the buffer, not empty, with at most
// maxColumns fields, without quotes but around whole values that hold no
// quote after the key (keyQuoted), as record would (keyFields), and reports
// false, having consumed nothing, for anything else, which read then reads
// as before. It spares the general reader's per-line steps, and the search
// for quotes is made once for many lines (quoteFree).
func (r *csvReader) keyLine() bool {
	i := bytes.IndexByte(r.buf[r.off:r.end], '\n')
	if i < 0 {
		return false // the line goes on past what is read, or ends the input
	}
	nl := r.off + i // the line is buf[off:nl+1]
	line := r.buf[r.off : nl+1]
	body := line[:len(line)-lengthNL(line)]
	if len(body) == 0 {
		return false // an empty line
	}
	r.bounds = r.bounds[:0]
	if r.keyFields(body, r.numLine+1) != nil {
		return false // more than maxColumns fields
	}
	if !r.quoteFree(nl) && !r.keyQuoted(body, r.quoteAt-r.off) {
		return false
	}
	r.off += len(line)
	r.offset += int64(len(line))
	r.numLine++
	r.line = r.numLine
	r.accounted++
	r.data = body
	r.tooLong, r.quoted, r.ascii, r.longest = false, false, false, -1
	return true
}

// keyQuoted corrects keyFields' count of fields for a line whose first
// quote is body[first]: it reports true when every quoted value is of the
// simple form scanFast reads (opening its field, holding no quote,
// followed by a separator or the line end) and the first opens after the
// key, so that the key's bounds stand; then the separators inside the
// quoted values are not counted.
func (r *csvReader) keyQuoted(body []byte, first int) bool {
	if len(r.bounds) != 2*(r.keyOnly+1) || first <= int(r.bounds[2*r.keyOnly+1]) {
		return false // the key, or a field before it, is quoted
	}
	n := r.nfields
	for j := first; ; {
		if body[j-1] != r.comma {
			return false // a quote inside an unquoted value: an error
		}
		q := bytes.IndexByte(body[j+1:], '"')
		if q < 0 {
			return false // runs on past its line
		}
		q += j + 1
		if q+1 < len(body) && body[q+1] != r.comma {
			return false // a doubled quote, or text after the closing one
		}
		n -= bytes.Count(body[j+1:q], []byte{r.comma})
		k := bytes.IndexByte(body[q+1:], '"')
		if k < 0 {
			break
		}
		j = q + 1 + k
	}
	r.nfields = n
	return true
}
