/**
* | output |
* | --- |
* | "{name} is larger than {size} MB" |
*
* @param {Jobown_File_Too_BigInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_file_too_big: ((inputs: Jobown_File_Too_BigInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_File_Too_BigInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_File_Too_BigInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
