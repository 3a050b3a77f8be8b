/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_MediatorInputs */

const en_admin_no_mediator = /** @type {(inputs: Admin_No_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mediator`)
};

const ur_admin_no_mediator = /** @type {(inputs: Admin_No_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی ثالث نہیں`)
};

/**
* | output |
* | --- |
* | "No mediator" |
*
* @param {Admin_No_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_mediator = /** @type {((inputs?: Admin_No_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_no_mediator(inputs)
	return en_admin_no_mediator(inputs)
});