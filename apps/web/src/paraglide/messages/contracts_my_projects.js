/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_My_ProjectsInputs */

const en_contracts_my_projects = /** @type {(inputs: Contracts_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

const ur_contracts_my_projects = /** @type {(inputs: Contracts_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرے پروجیکٹس`)
};

/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Contracts_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_my_projects = /** @type {((inputs?: Contracts_My_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_My_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_my_projects(inputs)
	return en_contracts_my_projects(inputs)
});