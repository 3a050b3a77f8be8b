/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Hub_RequiredInputs */

const en_cred_hub_required = /** @type {(inputs: Cred_Hub_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hub is required`)
};

const ur_cred_hub_required = /** @type {(inputs: Cred_Hub_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہب درج کرنا ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Hub is required" |
*
* @param {Cred_Hub_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_hub_required = /** @type {((inputs?: Cred_Hub_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Hub_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_hub_required(inputs)
	return en_cred_hub_required(inputs)
});