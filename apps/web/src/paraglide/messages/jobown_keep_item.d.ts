/**
* | output |
* | --- |
* | "Keep {name}" |
*
* @param {Jobown_Keep_ItemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_keep_item: ((inputs: Jobown_Keep_ItemInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Keep_ItemInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Keep_ItemInputs = {
    name: NonNullable<unknown>;
};
