/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Nav_Home_LinkInputs */

const en_nav_home_link = /** @type {(inputs: Nav_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} home`)
};

const ur_nav_home_link = /** @type {(inputs: Nav_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} — ہوم`)
};

/**
* | output |
* | --- |
* | "{product} home" |
*
* @param {Nav_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_home_link = /** @type {((inputs: Nav_Home_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Home_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_home_link(inputs)
	return en_nav_home_link(inputs)
});