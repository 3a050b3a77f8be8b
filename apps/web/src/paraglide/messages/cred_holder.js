/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_HolderInputs */

const en_cred_holder = /** @type {(inputs: Cred_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer`)
};

const ur_cred_holder = /** @type {(inputs: Cred_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر`)
};

/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Cred_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder = /** @type {((inputs?: Cred_HolderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_HolderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_holder(inputs)
	return en_cred_holder(inputs)
});