/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Created_TitleInputs */

const en_profedit_created_title = /** @type {(inputs: Profedit_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Created!`)
};

const ur_profedit_created_title = /** @type {(inputs: Profedit_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بن گیا!`)
};

/**
* | output |
* | --- |
* | "Profile Created!" |
*
* @param {Profedit_Created_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_created_title = /** @type {((inputs?: Profedit_Created_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Created_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_created_title(inputs)
	return en_profedit_created_title(inputs)
});