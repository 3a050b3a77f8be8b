/**
* | output |
* | --- |
* | "Bookkeeping" |
*
* @param {Profiles_Title_BookkeepingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_bookkeeping: ((inputs?: Profiles_Title_BookkeepingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Title_BookkeepingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Title_BookkeepingInputs = {};
