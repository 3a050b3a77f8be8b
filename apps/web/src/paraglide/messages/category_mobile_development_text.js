/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Mobile_Development_TextInputs */

const en_category_mobile_development_text = /** @type {(inputs: Category_Mobile_Development_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Android, iOS and cross-platform apps.`)
};

const ur_category_mobile_development_text = /** @type {(inputs: Category_Mobile_Development_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اینڈرائیڈ، آئی او ایس اور کراس پلیٹ فارم ایپس۔`)
};

/**
* | output |
* | --- |
* | "Android, iOS and cross-platform apps." |
*
* @param {Category_Mobile_Development_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_mobile_development_text = /** @type {((inputs?: Category_Mobile_Development_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Mobile_Development_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_mobile_development_text(inputs)
	return en_category_mobile_development_text(inputs)
});