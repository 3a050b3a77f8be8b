/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Jobown_Remove_ItemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_remove_item: ((inputs: Jobown_Remove_ItemInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Remove_ItemInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Remove_ItemInputs = {
    name: NonNullable<unknown>;
};
