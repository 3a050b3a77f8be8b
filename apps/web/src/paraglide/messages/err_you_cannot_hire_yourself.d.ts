/**
* | output |
* | --- |
* | "You cannot hire yourself" |
*
* @param {Err_You_Cannot_Hire_YourselfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_hire_yourself: ((inputs?: Err_You_Cannot_Hire_YourselfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Cannot_Hire_YourselfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Cannot_Hire_YourselfInputs = {};
