/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Edit_JobInputs */

const en_title_edit_job = /** @type {(inputs: Title_Edit_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Job`)
};

const ur_title_edit_job = /** @type {(inputs: Title_Edit_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب میں ترمیم`)
};

/**
* | output |
* | --- |
* | "Edit Job" |
*
* @param {Title_Edit_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_edit_job = /** @type {((inputs?: Title_Edit_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Edit_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_edit_job(inputs)
	return en_title_edit_job(inputs)
});