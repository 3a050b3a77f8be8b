/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mediator_RemovedInputs */

const en_admin_mediator_removed = /** @type {(inputs: Admin_Mediator_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediator role removed`)
};

const ur_admin_mediator_removed = /** @type {(inputs: Admin_Mediator_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار واپس لے لیا گیا`)
};

/**
* | output |
* | --- |
* | "Mediator role removed" |
*
* @param {Admin_Mediator_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_removed = /** @type {((inputs?: Admin_Mediator_RemovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mediator_RemovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mediator_removed(inputs)
	return en_admin_mediator_removed(inputs)
});