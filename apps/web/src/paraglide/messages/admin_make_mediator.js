/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Make_MediatorInputs */

const en_admin_make_mediator = /** @type {(inputs: Admin_Make_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make mediator`)
};

const ur_admin_make_mediator = /** @type {(inputs: Admin_Make_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث بنائیں`)
};

/**
* | output |
* | --- |
* | "Make mediator" |
*
* @param {Admin_Make_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_make_mediator = /** @type {((inputs?: Admin_Make_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Make_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_make_mediator(inputs)
	return en_admin_make_mediator(inputs)
});