/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Name_Was_SavedInputs */

const en_err_your_name_was_saved = /** @type {(inputs: Err_Your_Name_Was_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name was saved`)
};

const ur_err_your_name_was_saved = /** @type {(inputs: Err_Your_Name_Was_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا نام محفوظ ہو گیا`)
};

/**
* | output |
* | --- |
* | "Your name was saved" |
*
* @param {Err_Your_Name_Was_SavedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_name_was_saved = /** @type {((inputs?: Err_Your_Name_Was_SavedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Name_Was_SavedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_name_was_saved(inputs)
	return en_err_your_name_was_saved(inputs)
});