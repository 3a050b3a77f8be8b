/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mediator_FailedInputs */

const en_admin_mediator_failed = /** @type {(inputs: Admin_Mediator_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not change the mediator role.`)
};

const ur_admin_mediator_failed = /** @type {(inputs: Admin_Mediator_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار تبدیل نہیں ہو سکا۔`)
};

/**
* | output |
* | --- |
* | "Could not change the mediator role." |
*
* @param {Admin_Mediator_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_failed = /** @type {((inputs?: Admin_Mediator_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mediator_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mediator_failed(inputs)
	return en_admin_mediator_failed(inputs)
});