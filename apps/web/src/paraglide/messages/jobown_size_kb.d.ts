/**
* | output |
* | --- |
* | "{size} KB" |
*
* @param {Jobown_Size_KbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_size_kb: ((inputs: Jobown_Size_KbInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Size_KbInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Size_KbInputs = {
    size: NonNullable<unknown>;
};
