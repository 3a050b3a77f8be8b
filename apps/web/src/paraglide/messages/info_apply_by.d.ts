/**
* | output |
* | --- |
* | "Apply by {date}" |
*
* @param {Info_Apply_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_apply_by: ((inputs: Info_Apply_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Apply_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Apply_ByInputs = {
    date: NonNullable<unknown>;
};
