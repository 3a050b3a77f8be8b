/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F4_TitleInputs */

const en_howitworks_f4_title = /** @type {(inputs: Howitworks_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliver Work`)
};

const ur_howitworks_f4_title = /** @type {(inputs: Howitworks_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام ڈیلیور کریں`)
};

/**
* | output |
* | --- |
* | "Deliver Work" |
*
* @param {Howitworks_F4_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f4_title = /** @type {((inputs?: Howitworks_F4_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F4_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f4_title(inputs)
	return en_howitworks_f4_title(inputs)
});