/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Loading_ProjectsInputs */

const en_contracts_loading_projects = /** @type {(inputs: Contracts_Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your projects...`)
};

const ur_contracts_loading_projects = /** @type {(inputs: Contracts_Loading_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے پروجیکٹس لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading your projects..." |
*
* @param {Contracts_Loading_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_projects = /** @type {((inputs?: Contracts_Loading_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Loading_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_loading_projects(inputs)
	return en_contracts_loading_projects(inputs)
});