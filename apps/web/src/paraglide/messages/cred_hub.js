/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_HubInputs */

const en_cred_hub = /** @type {(inputs: Cred_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hub`)
};

const ur_cred_hub = /** @type {(inputs: Cred_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہب`)
};

/**
* | output |
* | --- |
* | "Hub" |
*
* @param {Cred_HubInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_hub = /** @type {((inputs?: Cred_HubInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_HubInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_hub(inputs)
	return en_cred_hub(inputs)
});