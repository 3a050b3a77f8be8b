/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C1_TitleInputs */

const en_howitworks_c1_title = /** @type {(inputs: Howitworks_C1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

const ur_howitworks_c1_title = /** @type {(inputs: Howitworks_C1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Howitworks_C1_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c1_title = /** @type {((inputs?: Howitworks_C1_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C1_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c1_title(inputs)
	return en_howitworks_c1_title(inputs)
});