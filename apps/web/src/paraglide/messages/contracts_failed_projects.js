/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Failed_ProjectsInputs */

const en_contracts_failed_projects = /** @type {(inputs: Contracts_Failed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your projects.`)
};

const ur_contracts_failed_projects = /** @type {(inputs: Contracts_Failed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے پروجیکٹس لوڈ نہیں ہو سکے۔`)
};

/**
* | output |
* | --- |
* | "Failed to load your projects." |
*
* @param {Contracts_Failed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_failed_projects = /** @type {((inputs?: Contracts_Failed_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Failed_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_failed_projects(inputs)
	return en_contracts_failed_projects(inputs)
});