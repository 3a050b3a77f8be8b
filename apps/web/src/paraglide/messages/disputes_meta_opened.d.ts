/**
* | output |
* | --- |
* | "opened {date}" |
*
* @param {Disputes_Meta_OpenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_opened: ((inputs: Disputes_Meta_OpenedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Meta_OpenedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Meta_OpenedInputs = {
    date: NonNullable<unknown>;
};
