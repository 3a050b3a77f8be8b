/**
* | output |
* | --- |
* | "Leave a review" |
*
* @param {Reviews_LeaveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_leave: ((inputs?: Reviews_LeaveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_LeaveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_LeaveInputs = {};
