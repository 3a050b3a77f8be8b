/**
* | output |
* | --- |
* | "Hidden until the other party reviews you or {date}" |
*
* @param {Reviews_Hidden_UntilInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_hidden_until: ((inputs: Reviews_Hidden_UntilInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Hidden_UntilInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Hidden_UntilInputs = {
    date: NonNullable<unknown>;
};
