/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Updated_TitleInputs */

const en_profedit_updated_title = /** @type {(inputs: Profedit_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Updated!`)
};

const ur_profedit_updated_title = /** @type {(inputs: Profedit_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل اپ ڈیٹ ہو گیا!`)
};

/**
* | output |
* | --- |
* | "Profile Updated!" |
*
* @param {Profedit_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_updated_title = /** @type {((inputs?: Profedit_Updated_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Updated_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_updated_title(inputs)
	return en_profedit_updated_title(inputs)
});