/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Jobown_Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_home: ((inputs?: Jobown_Back_To_HomeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Back_To_HomeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Back_To_HomeInputs = {};
