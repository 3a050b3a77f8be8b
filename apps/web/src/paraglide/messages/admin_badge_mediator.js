/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Badge_MediatorInputs */

const en_admin_badge_mediator = /** @type {(inputs: Admin_Badge_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mediator`)
};

const ur_admin_badge_mediator = /** @type {(inputs: Admin_Badge_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث`)
};

/**
* | output |
* | --- |
* | "mediator" |
*
* @param {Admin_Badge_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_mediator = /** @type {((inputs?: Admin_Badge_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Badge_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_badge_mediator(inputs)
	return en_admin_badge_mediator(inputs)
});