/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Applications_OpenInputs */

const en_info_applications_open = /** @type {(inputs: Info_Applications_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications open`)
};

const ur_info_applications_open = /** @type {(inputs: Info_Applications_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواستیں جاری ہیں`)
};

/**
* | output |
* | --- |
* | "Applications open" |
*
* @param {Info_Applications_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_applications_open = /** @type {((inputs?: Info_Applications_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Applications_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_applications_open(inputs)
	return en_info_applications_open(inputs)
});