/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Jobown_Size_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_size_mb: ((inputs: Jobown_Size_MbInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Size_MbInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Size_MbInputs = {
    size: NonNullable<unknown>;
};
