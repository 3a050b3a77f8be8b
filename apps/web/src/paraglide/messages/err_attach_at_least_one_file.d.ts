/**
* | output |
* | --- |
* | "Attach at least one file" |
*
* @param {Err_Attach_At_Least_One_FileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attach_at_least_one_file: ((inputs?: Err_Attach_At_Least_One_FileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Attach_At_Least_One_FileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Attach_At_Least_One_FileInputs = {};
