/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_No_ProjectsInputs */

const en_contracts_no_projects = /** @type {(inputs: Contracts_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet`)
};

const ur_contracts_no_projects = /** @type {(inputs: Contracts_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی پروجیکٹ نہیں`)
};

/**
* | output |
* | --- |
* | "No projects yet" |
*
* @param {Contracts_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_projects = /** @type {((inputs?: Contracts_No_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_No_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_no_projects(inputs)
	return en_contracts_no_projects(inputs)
});