/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Fact_HolderInputs */

const en_cred_fact_holder = /** @type {(inputs: Cred_Fact_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holder`)
};

const ur_cred_fact_holder = /** @type {(inputs: Cred_Fact_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حامل`)
};

/**
* | output |
* | --- |
* | "Holder" |
*
* @param {Cred_Fact_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_holder = /** @type {((inputs?: Cred_Fact_HolderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Fact_HolderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_fact_holder(inputs)
	return en_cred_fact_holder(inputs)
});