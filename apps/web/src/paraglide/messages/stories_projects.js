/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Stories_ProjectsInputs */

const en_stories_projects = /** @type {(inputs: Stories_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Projects`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Projects`);
	return /** @type {LocalizedString} */ ("stories_projects");
};

const ur_stories_projects = /** @type {(inputs: Stories_ProjectsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} پروجیکٹ`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} پروجیکٹس`);
	return /** @type {LocalizedString} */ ("stories_projects");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} Projects" |
* | "other" | "{shown} Projects" |
*
* @param {Stories_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_projects = /** @type {((inputs: Stories_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_projects(inputs)
	return en_stories_projects(inputs)
});