/**
 * A streaming ZIP writer (stored entries, no compression: résumés are PDFs,
 * already compressed, and the JSON files are small). Each entry's bytes go
 * straight to the sink as they arrive, with the CRC and sizes in a data
 * descriptor after them, so a 5 MB résumé is never held twice and the whole
 * archive is never in memory. Names are UTF-8 (flag bit 11). No ZIP64: the
 * export of 500 records with their résumés stays far below 4 GB.
 */
import { crc32 } from 'node:zlib';

export type ZipSink = (chunk: Uint8Array) => Promise<void>;

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly sink: ZipSink,
    at: Date,
  ) {
    this.stamp = dosDateTime(at);
  }

  private async write(bytes: Uint8Array) {
    this.offset += bytes.byteLength;
    await this.sink(bytes);
  }

  /** Adds one file; `body` is its bytes or a stream of them. */
  async add(name: string, body: Uint8Array | string | AsyncIterable<Uint8Array>): Promise<number> {
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry: Entry = { name: nameBytes, crc: 0, size: 0, offset: this.offset };
    await this.write(header);
    await this.write(nameBytes);
    const chunks =
      typeof body === 'string' ? [Buffer.from(body, 'utf8')] : body instanceof Uint8Array ? [body] : body;
    for await (const chunk of chunks) {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.byteLength;
      await this.write(chunk);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
    return entry.size;
  }

  /** Writes the central directory; the archive is complete after this. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(0, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(e.crc >>> 0, 16);
      record.writeUInt32LE(e.size, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.write(record);
      await this.write(e.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}
