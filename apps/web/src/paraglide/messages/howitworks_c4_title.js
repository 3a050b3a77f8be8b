/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C4_TitleInputs */

const en_howitworks_c4_title = /** @type {(inputs: Howitworks_C4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire and Collaborate`)
};

const ur_howitworks_c4_title = /** @type {(inputs: Howitworks_C4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہائر کریں اور مل کر کام کریں`)
};

/**
* | output |
* | --- |
* | "Hire and Collaborate" |
*
* @param {Howitworks_C4_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c4_title = /** @type {((inputs?: Howitworks_C4_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C4_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c4_title(inputs)
	return en_howitworks_c4_title(inputs)
});