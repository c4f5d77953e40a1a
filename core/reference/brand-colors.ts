// The brand's colour tokens (DESIGN.md, "Visual identity") for what the server draws: the
// blueprint image and PDF, and e-mails. app/app.css states the same tokens for the pages.
export const INK = '#1F1B24'
export const INK_SOFT = '#4A4453'
export const CREAM = '#FAF6F1'
export const BLUSH = '#F4E1DC'
export const SAGE_DEEP = '#5C6B4F'
export const TERRACOTTA = '#A94F30'
export const LINE = '#E6DDD3'
