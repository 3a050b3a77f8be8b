/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_MediatorInputs */

const en_admin_remove_mediator = /** @type {(inputs: Admin_Remove_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove mediator role`)
};

const ur_admin_remove_mediator = /** @type {(inputs: Admin_Remove_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار واپس لیں`)
};

/**
* | output |
* | --- |
* | "Remove mediator role" |
*
* @param {Admin_Remove_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_remove_mediator = /** @type {((inputs?: Admin_Remove_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_remove_mediator(inputs)
	return en_admin_remove_mediator(inputs)
});