/**
* | output |
* | --- |
* | "Services must not contain duplicates" |
*
* @param {Err_Services_Must_Not_Contain_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_services_must_not_contain_duplicates: ((inputs?: Err_Services_Must_Not_Contain_DuplicatesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Services_Must_Not_Contain_DuplicatesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Services_Must_Not_Contain_DuplicatesInputs = {};
