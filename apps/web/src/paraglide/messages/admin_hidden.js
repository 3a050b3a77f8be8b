/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_HiddenInputs */

const en_admin_hidden = /** @type {(inputs: Admin_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hidden`)
};

const ur_admin_hidden = /** @type {(inputs: Admin_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چھپا ہوا`)
};

/**
* | output |
* | --- |
* | "hidden" |
*
* @param {Admin_HiddenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden = /** @type {((inputs?: Admin_HiddenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_HiddenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden(inputs)
	return en_admin_hidden(inputs)
});