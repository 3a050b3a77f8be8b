/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Edit_TextInputs */

const en_jobown_edit_text = /** @type {(inputs: Jobown_Edit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change what the job says; freelancers see the new version at once.`)
};

const ur_jobown_edit_text = /** @type {(inputs: Jobown_Edit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیل میں تبدیلی کریں؛ فری لانسرز کو نیا ورژن فوراً نظر آئے گا۔`)
};

/**
* | output |
* | --- |
* | "Change what the job says; freelancers see the new version at once." |
*
* @param {Jobown_Edit_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_edit_text = /** @type {((inputs?: Jobown_Edit_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Edit_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_edit_text(inputs)
	return en_jobown_edit_text(inputs)
});