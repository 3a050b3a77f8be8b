/**
* | output |
* | --- |
* | "Pagination" |
*
* @param {Jobs_PaginationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_pagination: ((inputs?: Jobs_PaginationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_PaginationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_PaginationInputs = {};
