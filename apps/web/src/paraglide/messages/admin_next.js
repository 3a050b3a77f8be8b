/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_NextInputs */

const en_admin_next = /** @type {(inputs: Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const ur_admin_next = /** @type {(inputs: Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگلا`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Admin_NextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_next = /** @type {((inputs?: Admin_NextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_NextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_next(inputs)
	return en_admin_next(inputs)
});