/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} of {max} files chosen" |
* | "other" | "{count} of {max} files chosen" |
*
* @param {Jobown_Files_ChosenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_files_chosen: ((inputs: Jobown_Files_ChosenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Files_ChosenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Files_ChosenInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
