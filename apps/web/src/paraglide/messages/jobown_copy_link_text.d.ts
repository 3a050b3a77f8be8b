/**
* | output |
* | --- |
* | "Copy this link to share it: {url}" |
*
* @param {Jobown_Copy_Link_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_copy_link_text: ((inputs: Jobown_Copy_Link_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Copy_Link_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Copy_Link_TextInputs = {
    url: NonNullable<unknown>;
};
