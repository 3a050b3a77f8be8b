/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_ProjectInputs */

const en_title_project = /** @type {(inputs: Title_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

const ur_title_project = /** @type {(inputs: Title_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ`)
};

/**
* | output |
* | --- |
* | "Project" |
*
* @param {Title_ProjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_project = /** @type {((inputs?: Title_ProjectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_ProjectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_project(inputs)
	return en_title_project(inputs)
});